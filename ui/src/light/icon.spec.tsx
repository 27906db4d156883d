import { render, screen } from '@testing-library/react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { LightIcon } from './icon';

describe('LightIcon', () => {
  it("draws the icon's SVG at the text's size in the text's colour, hidden from screen readers by default", () => {
    const { container } = render(<LightIcon icon={PhoneOutlined} />);
    const span = container.querySelector('span.vip-icon')!;
    expect(span).toHaveAttribute('aria-hidden', 'true');
    const svg = span.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M877\.1 238\.7/);
  });

  it('is an image with a name when given a label', () => {
    render(<LightIcon icon={PhoneOutlined} label="Call us" className="extra" />);
    const icon = screen.getByRole('img', { name: 'Call us' });
    expect(icon).toHaveClass('vip-icon', 'extra');
  });

  it("writes the definition's attributes as SVG attributes ('fill-rule'), without a warning", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<LightIcon icon={CloseOutlined} />);
    expect(container.querySelector('svg')).toHaveAttribute('fill-rule', 'evenodd');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
