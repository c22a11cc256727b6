import type { Plugin } from 'vite';

/**
 * Vite writes the stylesheet after the entry script and its module preloads. A browser requests in
 * document order, and over HTTP/1.1's six connections the render-blocking stylesheet then queues
 * behind dozens of chunks: nothing paints until it arrives. The built page names it first.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'giglane:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
        const firstScript = html.search(/^[ \t]*<script type="module"/m);
        if (stylesheets.length === 0 || firstScript < 0) return html;
        let rest = html.slice(firstScript);
        for (const link of stylesheets) rest = rest.replace(link, '');
        return `${html.slice(0, firstScript)}${stylesheets.join('')}${rest}`;
      },
    },
  };
}
