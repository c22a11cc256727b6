import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (index.html has the site's own) while the page is
 * shown, and puts the site's back afterwards. Changing the one tag, rather than rendering a
 * second, keeps a single description for search engines and link previews.
 */
export function useMetaDescription(content: string | undefined) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || content === undefined) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', content);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [content]);
}
