import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampCount, CountStepper } from './count-stepper';

function Stepper({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState<number | undefined>(start);
  return (
    <>
      <CountStepper value={value} onChange={setValue} min={1} max={3} noun="adults" ariaLabel="Adults" />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('CountStepper', () => {
  it('steps within its bounds and disables the button at each end', async () => {
    render(<Stepper />);
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'More adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeEnabled();
  });

  it('reports an emptied box as missing, and puts the minimum back when the box is left', () => {
    render(<Stepper start={2} />);
    const box = screen.getByRole('spinbutton', { name: 'Adults' });
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getByTestId('value')).toHaveTextContent('undefined');
    fireEvent.blur(box, { target: { value: '' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('clamps a typed value out of range when the box is left', () => {
    render(<Stepper />);
    const box = screen.getByRole('spinbutton', { name: 'Adults' });
    fireEvent.blur(box, { target: { value: '12' } });
    expect(screen.getByTestId('value')).toHaveTextContent('3');
  });
});

describe('clampCount', () => {
  it('keeps counts whole and inside [min, max]; a non-number becomes min', () => {
    expect([
      clampCount(0, 1, 20),
      clampCount(25, 1, 20),
      clampCount(2.6, 1, 20),
      clampCount(Number.NaN, 1, 20),
    ]).toEqual([1, 20, 3, 1]);
  });
});
