import { remoteLoadFailure } from './module-federation-loader';

describe('remoteLoadFailure', () => {
  it('names the package and both versions when a remote was built for another major of a shared singleton', () => {
    // The federation runtime's own error, as it throws it.
    const error = new Error(
      '[ Federation Runtime ]: Version 19.3.1 from mfe_shell of shared singleton module react does not satisfy the requirement of mfe_booking which needs ^18.0.0)',
    );
    expect(remoteLoadFailure('mfe_booking', error)).toBe(
      'mfe_booking was not loaded: it was built for react ^18.0.0, and this page runs react 19.3.1.',
    );
  });

  it('passes any other failure on with the remote named', () => {
    expect(remoteLoadFailure('mfe_airports', new Error('Loading script failed'))).toBe(
      'mfe_airports could not be loaded: Loading script failed',
    );
  });
});
