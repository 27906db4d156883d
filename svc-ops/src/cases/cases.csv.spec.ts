import { csvCell } from './cases.csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, John', '"Smith, John"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-cmd', "'-cmd"],
    ['+44 20 7946 0000', '+44 20 7946 0000'],
    ['-5', '-5'],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('writes booleans as Yes/No and null as empty', () => {
    expect([csvCell(true), csvCell(false), csvCell(null), csvCell(12)]).toEqual(['Yes', 'No', '', '12']);
  });
});
