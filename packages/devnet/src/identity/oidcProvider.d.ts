// oidc-provider 9 ships JavaScript without types. These are the parts the dev identity provider
// uses, written from its source (lib/provider.js, lib/models, lib/helpers/defaults.js).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type ClientMetadata = {
    client_id: string
    client_secret?: string | undefined
    client_name?: string
    redirect_uris: string[]
    grant_types?: string[]
    response_types?: string[]
    token_endpoint_auth_method?: 'none' | 'client_secret_basic' | 'client_secret_post'
    require_auth_time?: boolean
  }

  export type Client = {
    clientId: string
    clientName?: string
  }

  /** The request parameters of an authorization request, as oidc-provider stored them. */
  export type AuthorizationParameters = Record<string, string | undefined>

  export type OidcContext = {
    client?: Client
    params?: AuthorizationParameters
    session?: { accountId?: string }
  }

  /** Koa's context as oidc-provider hands it to configuration functions. */
  export type ProviderContext = {
    oidc: OidcContext
    type: string
    body: unknown
    status: number
    set(name: string, value: string): void
  }

  export type AccountClaims = Record<string, unknown> & { sub: string }

  export type Account = {
    accountId: string
    claims(use: 'id_token' | 'userinfo', scope: string): AccountClaims | Promise<AccountClaims>
  }

  export type JsonWebKey = Record<string, unknown>

  export type ErrorOut = {
    error: string
    error_description?: string
    state?: string
  }

  export type Configuration = {
    adapter?: (name: string) => Adapter
    clients?: ClientMetadata[]
    claims?: Record<string, string[] | null>
    scopes?: string[]
    responseTypes?: string[]
    conformIdTokenClaims?: boolean
    clientBasedCORS?: (ctx: ProviderContext, origin: string, client: Client) => boolean
    cookies?: { keys?: string[] }
    jwks?: { keys: JsonWebKey[] }
    findAccount?: (
      ctx: ProviderContext,
      accountId: string,
    ) => Account | undefined | Promise<Account | undefined>
    interactions?: { url(ctx: ProviderContext, interaction: { uid: string }): string }
    features?: Record<string, { enabled: boolean }>
    pkce?: { required(ctx: ProviderContext, client: Client): boolean }
    renderError?: (ctx: ProviderContext, out: ErrorOut, error: Error) => void | Promise<void>
    ttl?: Record<string, number>
  }

  /** The payload oidc-provider stores for each of its models (sessions, grants, codes, tokens). */
  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string
    uid?: string
    userCode?: string
    consumed?: number
  }

  export type Adapter = {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export type Prompt = {
    name: 'login' | 'consent' | (string & {})
    reasons: string[]
    details: {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
      missingResourceScopes?: Record<string, string[]>
    }
  }

  export type Interaction = {
    uid: string
    prompt: Prompt
    params: AuthorizationParameters
    session?: { accountId?: string }
    grantId?: string
  }

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(indicator: string, scope: string): void
    save(): Promise<string>
  }

  export type AccessToken = {
    accountId: string
    clientId: string
    scopes: Set<string>
    isExpired: boolean
  }

  /** Renders an authorization response for a response mode (`this` is the provider). */
  export type ResponseModeHandler = (
    ctx: ProviderContext,
    redirectUri: string,
    payload: Record<string, string>,
  ) => void | Promise<void>

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly issuer: string
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    registerResponseMode(name: string, handler: ResponseModeHandler): void
    cookieName(type: 'session' | 'interaction' | 'resume'): string
    on(event: string, listener: (ctx: ProviderContext, error: Error) => void): this
    readonly Grant: typeof Grant & {
      find(id: string): Promise<Grant | undefined>
    }
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> }
  }
}
