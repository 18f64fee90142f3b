/**
 * Addresses people type or guess for pages whose spec path is spelled otherwise
 * (docs/decisions/084-addresses-people-type.md): each answers a permanent redirect to the page, its
 * query kept, instead of the "Page not found" notice. Keys are lower case without a trailing slash;
 * matching ignores case, as the app's routes do.
 */
export const pageAliases: Readonly<Record<string, string>> = {
  "/pricing": "/Purchase",
  "/plans": "/Purchase",
  "/jobs": "/search-jobs",
  "/careers": "/search-jobs",
  "/contact": "/submit-inquiry",
  "/signup": "/request-registration",
  "/sign-up": "/request-registration",
  "/register": "/request-registration",
  "/docs": "/universal-shell",
  "/documentation": "/universal-shell",
};

/** The page an address stands for, with the address's query; undefined for any other address. */
export function aliasTarget(url: string): string | undefined {
  const queryStart = url.indexOf("?");
  const urlPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const key = urlPath.length > 1 ? urlPath.replace(/\/$/, "").toLowerCase() : urlPath;
  const target = Object.hasOwn(pageAliases, key) ? pageAliases[key] : undefined;
  if (target === undefined) return undefined;
  return queryStart === -1 ? target : `${target}${url.slice(queryStart)}`;
}
