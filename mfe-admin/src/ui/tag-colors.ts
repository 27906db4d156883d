import type { CSSProperties } from 'react';
import { TAG_TONES } from '@vip/ui';

/** antd's green tag text is under 4.5:1 on its background (WCAG AA); the shared green tone is not. */
export const GREEN_TAG: CSSProperties = TAG_TONES.green;
