import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { metaFor } from '../../content/seo';
import { canonicalUrl } from './headTags';
import { usePageTitleOverride } from '../../lib/pageTitle';
import { withoutTrailingSlash } from '../../lib/paths';

/** Sets `<tag key=name value=…>` in the head, creating the element when the page has none yet. */
function upsert(tag: 'meta' | 'link', keyAttribute: string, key: string, valueAttribute: string, value: string) {
  let element = document.head.querySelector(`${tag}[${keyAttribute}="${key}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(keyAttribute, key);
    document.head.append(element);
  }
  element.setAttribute(valueAttribute, value);
}

/** Keeps title, description, canonical and Open Graph tags in step with client-side navigation. */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  // An album names itself once its data is here.
  const pageTitle = usePageTitleOverride();
  useEffect(() => {
    const meta = metaFor(pathname);
    const title = pageTitle ?? meta.title;
    const { description } = meta;
    const url = canonicalUrl(withoutTrailingSlash(pathname));
    document.title = title;
    upsert('meta', 'name', 'description', 'content', description);
    upsert('meta', 'property', 'og:title', 'content', title);
    upsert('meta', 'property', 'og:description', 'content', description);
    // A device's own page or one that does not exist: no address of its own, not for search results.
    if (meta.noindex) {
      for (const tag of document.head.querySelectorAll('link[rel="canonical"],meta[property="og:url"]')) tag.remove();
      upsert('meta', 'name', 'robots', 'content', 'noindex');
    } else {
      document.head.querySelector('meta[name="robots"]')?.remove();
      upsert('link', 'rel', 'canonical', 'href', url);
      upsert('meta', 'property', 'og:url', 'content', url);
    }
  }, [pathname, pageTitle]);
}
