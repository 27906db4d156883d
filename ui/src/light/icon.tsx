import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function draw(node: AbstractNode, key?: number): ReactNode {
  const { focusable: _focusable, ...attrs } = node.attrs;
  return createElement(node.tag, { key, ...attrs }, node.children?.map(draw));
}

export interface LightIconProps {
  /** An icon of @ant-design/icons-svg (imported one by one: `@ant-design/icons-svg/es/asn/PhoneOutlined`). */
  icon: IconDefinition;
  /** What the icon says to a screen reader; without it the icon is decoration, hidden from assistive technology. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * antd's icons drawn without @ant-design/icons: the same SVG, size (1em) and alignment, but no icon context,
 * no style injection at run time and no two-tone machinery (issue 13: on a first visit these were ~4 KiB of
 * script per frontend). The look comes from `.vip-icon` in UI_STYLE, so the server's HTML is already right.
 */
export function LightIcon({ icon, label, className, style }: LightIconProps) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span
      className={className ? `vip-icon ${className}` : 'vip-icon'}
      style={style}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {createElement(
        'svg',
        { ...svg.attrs, focusable: 'false', width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, 'data-icon': icon.name },
        svg.children?.map(draw),
      )}
    </span>
  );
}
