import type { CSSProperties } from 'react';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { HoistedStyle } from './hoisted-style';

const ICON_STYLE = `
:where(.vip-icon) { display: inline-flex; align-items: center; color: inherit; font-style: normal; line-height: 0; text-align: center; text-transform: none; vertical-align: -0.125em; text-rendering: optimizeLegibility; }
:where(.vip-icon > svg) { display: inline-block; line-height: 1; }
`;

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
  const svg = renderIconDefinitionToSVGElement(icon, {
    placeholders: { primaryColor: 'currentColor', secondaryColor: '#e6f4ff' },
    extraSVGAttrs: {
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
      'data-icon': icon.name,
    },
  });
  return (
    <>
      <HoistedStyle name="icon" css={ICON_STYLE} />
      <span
        className={className ? `vip-icon ${className}` : 'vip-icon'}
        style={style}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </>
  );
}
