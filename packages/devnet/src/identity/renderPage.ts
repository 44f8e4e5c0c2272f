import { escapeHtml } from './escapeHtml'

// Inline and self-contained: the pages work offline and as the top-level page of a popup.
const styles = `
:root { color-scheme: light dark; --accent: #4f46e5; --muted: #5b6270; --line: #d7dae0; }
@media (prefers-color-scheme: dark) { :root { --accent: #a5b4fc; --muted: #b4bac6; --line: #3a3f4b; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 26rem; margin: 2rem auto; padding: 0 1.25rem; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 .75rem; }
h1 small { display: block; font-size: .875rem; font-weight: 400; color: var(--muted); }
p { margin: 0 0 1rem; }
ul { list-style: none; margin: 0 0 1.25rem; padding: 0; }
li { margin: 0 0 .75rem; }
.hint { margin: .25rem 0 0; font-size: .875rem; color: var(--muted); }
button { width: 100%; min-height: 2.75rem; padding: .5rem 1rem; border: 1px solid var(--line);
  border-radius: .5rem; background: transparent; color: inherit; font: inherit; cursor: pointer; }
button:hover { border-color: var(--accent); }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button.primary { background: var(--accent); border-color: var(--accent); color: Canvas; font-weight: 600; }
.actions { display: flex; gap: .75rem; }
code { font-size: .875rem; }
`

/**
 * A complete HTML page around `bodyHtml`. The title is escaped here; `bodyHtml` must already be
 * escaped HTML.
 */
export function renderPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${bodyHtml}
</main>
</body>
</html>
`
}
