/**
 * The URL of the server's proxy to one chain (`rpcProxyRoutes`), which the frame page gives the
 * frame instead of the upstream's (SECURITY.md T30).
 *
 * @example
 * rpcProxyUrl('https://api.example', 'eip155:1', 'demo') // 'https://api.example/rpc/v1/eip155:1?projectId=demo'
 */
export function rpcProxyUrl(apiUrl: string, chainId: string, projectId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/rpc/v1/${encodeURIComponent(chainId).replace(/%3A/g, ':')}?projectId=${encodeURIComponent(projectId)}`
}
