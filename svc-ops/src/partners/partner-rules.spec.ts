import { keyState, keyWorks, termsInForce, utcDate, webhookUrlProblem, WEBHOOK_URL_MESSAGES } from './partner-rules';

describe('partner rules', () => {
  it('puts the latest terms that have started in force, on the UTC date', () => {
    const terms = [{ effectiveFrom: '2030-01-01' }, { effectiveFrom: '2030-06-01' }, { effectiveFrom: '2030-09-01' }];
    expect(termsInForce(terms, '2029-12-31')).toBeNull();
    expect(termsInForce(terms, '2030-05-31')).toBe(terms[0]);
    expect(termsInForce(terms, '2030-06-01')).toBe(terms[1]);
    expect(termsInForce([...terms].reverse(), '2031-01-01')).toBe(terms[2]);
    // 23:30 in New York on 31 May is 1 June in UTC.
    expect(utcDate(new Date('2030-05-31T23:30:00-04:00'))).toBe('2030-06-01');
  });

  it('tells a key in use from an expiring, expired or revoked one', () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const later = new Date('2030-06-02T12:00:00Z');
    const earlier = new Date('2030-05-31T12:00:00Z');
    expect(keyState({ expiresAt: null, revokedAt: null }, now)).toBe('active');
    expect(keyState({ expiresAt: later, revokedAt: null }, now)).toBe('expiring');
    expect(keyState({ expiresAt: earlier, revokedAt: null }, now)).toBe('expired');
    expect(keyState({ expiresAt: later, revokedAt: earlier }, now)).toBe('revoked');
    expect(keyState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(keyWorks({ expiresAt: later, revokedAt: null }, now)).toBe(true);
    expect(keyWorks({ expiresAt: null, revokedAt: now }, now)).toBe(false);
  });

  it('lets production save only https addresses of public hosts', () => {
    expect(webhookUrlProblem('https://hooks.agency.example/vip', false)).toBeNull();
    expect(webhookUrlProblem('https://203.0.114.7/hook', false)).toBeNull();
    expect(webhookUrlProblem('https://[2a00:1450::1]/hook', false)).toBeNull();
    expect(webhookUrlProblem('https://[::ffff:8.8.8.8]/hook', false)).toBeNull();
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest',
      'https://192.168.0.10/',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
    ])
      expect([url, webhookUrlProblem(url, false)]).toEqual([url, WEBHOOK_URL_MESSAGES.notPublic]);
    expect(webhookUrlProblem('http://hooks.agency.example/vip', false)).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(webhookUrlProblem('ftp://hooks.agency.example/vip', false)).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(webhookUrlProblem('https://user:pw@hooks.agency.example/', false)).toBe(WEBHOOK_URL_MESSAGES.credentials);
  });

  it('lets the embedded product save a plain-http loopback address to try web hooks, but no other scheme', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hooks', true)).toBeNull();
    expect(webhookUrlProblem('https://localhost/hooks', true)).toBeNull();
    expect(webhookUrlProblem('file:///etc/passwd', true)).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(webhookUrlProblem('http://a:b@127.0.0.1/', true)).toBe(WEBHOOK_URL_MESSAGES.credentials);
  });
});
