/** Admin-entered link targets: site paths and http(s) addresses only (never `javascript:`). */
export function safeHref(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https?:\/\//i.test(url) ? url : "/";
}
