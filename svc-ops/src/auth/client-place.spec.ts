import { deviceOf, networkOf, throttleAddressOf } from './client-place';

describe('where a staff session comes from', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one, never the whole address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(networkOf(undefined)).toBe('unknown');
    expect(networkOf('not an address')).toBe('unknown');
  });

  it('counts sign-in failures per IPv4 address and per IPv6 /64', () => {
    expect(throttleAddressOf('203.0.113.77')).toBe('203.0.113.77/32');
    expect(throttleAddressOf('::ffff:203.0.113.77')).toBe('203.0.113.77/32');
    expect(throttleAddressOf('2001:db8:abcd:12:1:2:3:4')).toBe(throttleAddressOf('2001:db8:abcd:12:ffff::1'));
    expect(throttleAddressOf('2001:db8:abcd:12::1')).not.toBe(throttleAddressOf('2001:db8:abcd:13::1'));
  });

  it('names the browser and system from the user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on macOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Windows',
    );
    expect(deviceOf('node-superagent/3.8.3')).toBe('Unknown device');
    expect(deviceOf(undefined)).toBe('Unknown device');
  });
});
