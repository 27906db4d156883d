import './zod-jitless';
import { config, z } from 'zod';

describe('zod without eval', () => {
  it('is set before zod loads, and zod reads it', () => {
    expect(config().jitless).toBe(true);
  });

  it('parses objects without compiling a parser (no eval under the CSP)', () => {
    const compile = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
