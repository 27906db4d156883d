import { TAG_TONES } from './tag-tones';

/** The colour as sRGB 0-1, a semi-transparent text laid over its background first. */
function rgb(color: string, over?: [number, number, number]): [number, number, number] {
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16) / 255) as [number, number, number];
  const rgba = color.match(/^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/)!;
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i, k) => (Number(rgba[i]) / 255) * alpha + (over ? over[k]! * (1 - alpha) : 0)) as [
    number,
    number,
    number,
  ];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

const contrast = (text: string, background: string) => {
  const bg = rgb(background);
  const [a, b] = [luminance(rgb(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
};

describe('TAG_TONES', () => {
  it.each(Object.entries(TAG_TONES))(
    '%s text is at 4.5:1 or more on its background',
    (_tone, { color, background }) => {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("the check refuses antd's gold preset text (#d48806 on #fffbe6)", () => {
    expect(contrast('#d48806', '#fffbe6')).toBeLessThan(4.5);
  });
});
