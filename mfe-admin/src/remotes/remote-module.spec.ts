import { federationLoader } from './remote-module';
import { REMOTES_MANIFEST } from '../../test/support/fake-ops';

const mockRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => mockRuntime);

describe('federationLoader', () => {
  beforeEach(() => {
    mockRuntime.registerRemotes.mockReset();
    mockRuntime.loadRemote.mockReset();
  });

  it('registers the container where remotes.json says its entry is, once, and loads the exposed module', async () => {
    mockRuntime.loadRemote.mockResolvedValue({ CatalogAdmin: 'component' });
    await expect(federationLoader.load(REMOTES_MANIFEST, 'mfe_airports', 'catalog-admin')).resolves.toEqual({
      CatalogAdmin: 'component',
    });
    await federationLoader.load(REMOTES_MANIFEST, 'mfe_airports', 'catalog-admin');
    expect(mockRuntime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(mockRuntime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_airports', entry: 'http://localhost/remotes/mfe-airports/remoteEntry.js' }],
      { force: false },
    );
    expect(mockRuntime.loadRemote).toHaveBeenCalledWith('mfe_airports/catalog-admin');
  });

  it('registers again, forcing, when the remote moved (a redeploy) or after a failure', async () => {
    mockRuntime.loadRemote.mockResolvedValue({});
    const moved = {
      remotes: [{ name: 'mfe_airports', entry: '/remotes/mfe-airports/v2/remoteEntry.js', routes: ['/airports'] }],
    };
    await federationLoader.load(moved, 'mfe_airports', 'catalog-admin');
    expect(mockRuntime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_airports', entry: 'http://localhost/remotes/mfe-airports/v2/remoteEntry.js' }],
      { force: true },
    );
    federationLoader.reset('mfe_airports');
    await new Promise((r) => setTimeout(r, 0));
    expect(mockRuntime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_airports', entry: 'http://localhost/remotes/mfe-airports/v2/remoteEntry.js' }],
      { force: true },
    );
  });

  it('fails when remotes.json does not name the container, or the module is not exposed', async () => {
    await expect(federationLoader.load({ remotes: [] } as never, 'mfe_airports', 'catalog-admin')).rejects.toThrow(
      'remotes.json does not name mfe_airports',
    );
    mockRuntime.loadRemote.mockResolvedValue(null);
    await expect(federationLoader.load(REMOTES_MANIFEST, 'mfe_airports', 'catalog-admin')).rejects.toThrow(
      'mfe_airports did not expose catalog-admin',
    );
  });
});
