import type { HTMLAttributes } from 'react';
import { HoistedStyle } from './hoisted-style';

const TAG_STYLE = `:where(.vip-tag) { display: inline-block; box-sizing: border-box; height: auto; margin-inline-end: 8px; padding-inline: 7px; font-size: 12px; line-height: 20px; white-space: nowrap; border: 1px solid transparent; border-radius: ${VIP_THEME.borderRadiusXS}px; }`;

/** `style` gives the colours: TAG_TONES, or a background and text at 4.5:1 or more. */
export function LightTag({ className, children, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...props} className={className ? `vip-tag ${className}` : 'vip-tag'}>
      <HoistedStyle name="tag" css={TAG_STYLE} />
      {children}
    </span>
  );
}
