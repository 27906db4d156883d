export function styleHref(name: string, css: string): string {
  let hash = 5381;
  for (let i = 0; i < css.length; i++) hash = ((hash << 5) + hash + css.charCodeAt(i)) | 0;
  return `vip-${name}-${(hash >>> 0).toString(36)}`;
}

/**
 * React 19 keeps one hoisted <style> per href. The href hashes the rules, so a remote redeployed with changed rules
 * adds its own copy rather than being ignored.
 */
export function HoistedStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={styleHref(name, css)} precedence="vip">
      {css}
    </style>
  );
}
