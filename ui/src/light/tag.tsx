import type { CSSProperties, ReactNode } from 'react';
import { HoistedStyle } from './hoisted-style';

const TAG_STYLE = `:where(.vip-tag) { display: inline-block; box-sizing: border-box; height: auto; margin-inline-end: 8px; padding-inline: 7px; font-size: 12px; line-height: 20px; white-space: nowrap; border: 1px solid transparent; border-radius: 4px; }`;

/**
 * antd's Tag in a plain span (light components). `style` gives its colours: TAG_TONES for a status,
 * or a solid background with its text colour (at 4.5:1 or more).
 */
export function LightTag({
  style,
  className,
  children,
}: {
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={className ? `vip-tag ${className}` : 'vip-tag'} style={style}>
      <HoistedStyle name="tag" css={TAG_STYLE} />
      {children}
    </span>
  );
}
