import type { MessageTable } from '../catalogue';
import { COMPONENTS_ZH_HANS } from '../components/zh-hans';

export const ZH_HANS: MessageTable = { ...COMPONENTS_ZH_HANS };
