import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { HoistedStyle } from './hoisted-style';

const ICON_STYLE = `
:where(.vip-icon) { display: inline-flex; align-items: center; color: inherit; font-style: normal; line-height: 0; text-align: center; text-transform: none; vertical-align: -0.125em; text-rendering: optimizeLegibility; }
:where(.vip-icon > svg) { display: inline-block; line-height: 1; }
`;

function reactAttrs(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'focusable') continue;
    const key =
      name === 'class'
        ? 'className'
        : /^(data|aria)-/.test(name)
          ? name
          : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[key] = value;
  }
  return out;
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

export interface LightIconProps {
  /** Import icons one by one: `@ant-design/icons-svg/es/asn/PhoneOutlined`. */
  icon: IconDefinition;
  /** Without it the icon is decoration, hidden from assistive technology. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** Without @ant-design/icons, whose runtime was ~4 KiB per frontend on a first visit. */
export function LightIcon({ icon, label, className, style }: LightIconProps) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span
      className={className ? `vip-icon ${className}` : 'vip-icon'}
      style={style}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <HoistedStyle name="icon" css={ICON_STYLE} />
      {createElement(
        'svg',
        {
          ...reactAttrs(svg.attrs),
          focusable: 'false',
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': true,
          'data-icon': icon.name,
        },
        svg.children?.map(draw),
      )}
    </span>
  );
}
