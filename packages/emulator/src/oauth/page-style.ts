/** The inline style sheet of the authorize pages (the pages' CSP allows inline styles and nothing else). */
export const pageStyle =
  'body{font:16px/1.5 system-ui,sans-serif;background:#f2f3f5;color:#1e1f22;margin:0}' +
  'main{max-width:30rem;margin:3rem auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 2px 8px #0002}' +
  'h1{font-size:1.3rem}.muted{color:#5c5e66;font-size:.9rem}code{font-size:.85rem}' +
  'ul{padding-left:1.2rem}select{width:100%;padding:.4rem;margin:.3rem 0 1rem;font:inherit}' +
  '.buttons{display:flex;gap:.75rem;justify-content:flex-end}' +
  'button{font:inherit;padding:.5rem 1.2rem;border:0;border-radius:4px;background:#5865f2;color:#fff;cursor:pointer}' +
  'button.secondary{background:#e3e5e8;color:#1e1f22}';
