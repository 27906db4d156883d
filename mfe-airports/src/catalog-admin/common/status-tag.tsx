import { Tag } from 'antd';
import { TAG_TONES, type TagTone } from '@vip/ui';

/** A state in words on a tone whose text reaches 4.5:1 (antd's presets do not all). */
export function ToneTag({ tone, children }: { tone: TagTone; children: string }) {
  return <Tag style={TAG_TONES[tone]}>{children}</Tag>;
}

export function StatusTag({ active, on, off }: { active: boolean; on: string; off: string }) {
  return <ToneTag tone={active ? 'green' : 'grey'}>{active ? on : off}</ToneTag>;
}
