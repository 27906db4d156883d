/** A short stable name for a piece of CSS: copies of the same rules share it, a changed copy does not. */
export function styleHref(name: string, css: string): string {
  let hash = 5381;
  for (let i = 0; i < css.length; i++) hash = ((hash << 5) + hash + css.charCodeAt(i)) | 0;
  return `vip-${name}-${(hash >>> 0).toString(36)}`;
}

/**
 * A component's CSS as one <style> for the whole page, however many places render it: React 19 hoists a style
 * with href and precedence and keeps one per href (the server's HTML carries it once, at the start of the
 * page). The href carries a hash of the rules, so the same rules from several frontends are one element,
 * while a remote redeployed with changed rules adds its own beside the older copy rather than being ignored.
 */
export function HoistedStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={styleHref(name, css)} precedence="vip">
      {css}
    </style>
  );
}
