import type { CSSProperties } from 'react';

/** antd's green tag text is under 4.5:1 on its background (WCAG AA); this one is not. */
export const GREEN_TAG: CSSProperties = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };
