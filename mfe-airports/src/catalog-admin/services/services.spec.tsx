import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_MESSAGES, SERVICE_IMAGE_MAX_BYTES } from '@vip/contracts/schemas';
import { location, pick, renderCatalogAdmin, tableRows } from '../../testing/render-catalog-admin';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('services', () => {
  it('lists services by airport, level, type and status, searched by name, with the price in force', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services');
    const rows = await tableRows('Services: 2 found');
    expect(rows[0]).toEqual([
      'VIP Meet & Greet - Arrival',
      'LHR',
      'Standard VIP Meet & Greet',
      'Arrival',
      '$395.00',
      'None scheduled',
      'ActivePopular',
    ]);
    await user.type(screen.getByLabelText('Airport code'), 'fco');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await tableRows('Services: 1 found'))[0]![0]).toBe('VIP Lounge - Departure');
    await pick(user, 'Level', 'VIP Lounge Access');
    await pick(user, 'Type', 'Departure');
    await pick(user, 'Status', 'Inactive');
    expect((await tableRows('Services: 1 found'))[0]).toContain('Inactive');
    expect(fake.catalogCalls().at(-1)!.path).toBe(
      '/api/admin/catalog/services?airport=FCO&level=lounge&type=departure&status=inactive&page=1&pageSize=50',
    );
    await pick(user, 'Status', 'Active');
    expect(await screen.findByRole('table', { name: 'Services: 0 found' })).toBeInTheDocument();
  });

  it('adds a service with its first price from a date, and opens it', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services');
    await user.click(await screen.findByRole('button', { name: 'Add a service' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add a service' })).toHaveFocus();
    await user.type(screen.getByLabelText('Airport code'), 'lhr');
    await user.type(screen.getByLabelText('Service name'), 'Private Suite - Departure');
    await pick(user, 'Vendor', 'London VIP Partners');
    await pick(user, 'Level', 'Private VIP Suite');
    await pick(user, 'Type', 'Departure');
    await user.type(screen.getByLabelText('Description'), 'A private suite, security and a car to the aircraft.');
    await user.click(screen.getByRole('checkbox', { name: 'Private suite' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chauffeur to the aircraft' }));
    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2030-07-01' } });
    await user.type(screen.getByLabelText('Base price (US$)'), '1250');
    await user.click(screen.getByRole('button', { name: 'Add service' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Private Suite - Departure' })).toBeInTheDocument();
    expect(location()).toBe('/admin/catalog/services/100');
    expect(fake.catalogCalls().find((c) => c.method === 'POST')!.body).toEqual({
      airport: 'LHR',
      vendorId: 1,
      serviceType: 'departure',
      serviceLevel: 'suite',
      name: 'Private Suite - Departure',
      description: 'A private suite, security and a car to the aircraft.',
      includedTravelers: 2,
      freeChildrenAllowance: 0,
      greeterLimit: 6,
      afterHoursStart: '22:00',
      afterHoursEnd: '06:00',
      cancellationDeadlineHours: 48,
      tags: [],
      isPopular: false,
      isPremium: false,
      inclusions: { privateSuite: true, chauffeurToAircraft: true },
      active: false,
      price: {
        effectiveFrom: '2030-07-01',
        basePrice: 1250,
        adultFee: 0,
        childFee: 0,
        afterHoursFee: 0,
        lastMinute24hSurcharge: 0,
        lastMinute48hSurcharge: 0,
      },
    });
    expect(await tableRows(/^Price versions of Private Suite - Departure/)).toHaveLength(1);
  });

  it('refuses a new service without a name or a price, in the contracts’ words, before sending', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/new');
    await user.click(await screen.findByRole('button', { name: 'Add service' }));
    expect(await screen.findByText(CATALOG_MESSAGES.airportCode)).toBeInTheDocument();
    expect(screen.getByText(CATALOG_MESSAGES.serviceName)).toBeInTheDocument();
    expect(screen.getByText(CATALOG_MESSAGES.description)).toBeInTheDocument();
    expect(screen.getByText('Choose a level')).toBeInTheDocument();
    expect(screen.getByText('Choose a type')).toBeInTheDocument();
    expect(screen.getByText('Date must be YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByText('Amounts must be numbers')).toBeInTheDocument();
    expect(fake.catalogCalls().some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits every field the contracts carry, sending only what changed', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    const name = await screen.findByLabelText('Service name');
    await user.clear(name);
    await user.type(name, 'Meet & Greet - Arrivals');
    await pick(user, 'Vendor', 'Rome Airport Concierge');
    await pick(user, 'Level', 'VIP Lounge Access');
    const travellers = screen.getByLabelText('Travellers included');
    await user.clear(travellers);
    await user.type(travellers, '3');
    const children = screen.getByLabelText('Children free of charge');
    await user.clear(children);
    await user.type(children, '1');
    const cancel = screen.getByLabelText('Free cancellation until (hours before)');
    await user.clear(cancel);
    await user.type(cancel, '24');
    await user.click(screen.getByRole('checkbox', { name: 'Fast-track immigration' }));
    await user.click(screen.getByRole('checkbox', { name: 'Baggage assistance' }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Family{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Popular badge' }));
    await user.click(screen.getByRole('switch', { name: 'Active (bookable)' }));
    await user.click(screen.getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText('Meet & Greet - Arrivals saved')).toBeInTheDocument();
    expect(fake.catalogCalls().find((c) => c.method === 'PATCH')!.body).toEqual({
      version: 1,
      name: 'Meet & Greet - Arrivals',
      vendorId: 2,
      serviceLevel: 'lounge',
      includedTravelers: 3,
      freeChildrenAllowance: 1,
      cancellationDeadlineHours: 24,
      inclusions: { meetAtGate: true, baggageAssistance: true },
      tags: ['Fast track', 'Family'],
      isPopular: false,
      active: false,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Meet & Greet - Arrivals' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('says someone else changed the service (409) and reloads it', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    const name = await screen.findByLabelText('Service name');
    fake.touchService(11, { name: 'Meet & Greet (renamed elsewhere)' });
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText(CATALOG_MESSAGES.changed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Service name')).toHaveValue('Meet & Greet (renamed elsewhere)'));
  });

  it('previews a new image before uploading it, and names a wrong type or size in words', async () => {
    const { fake, user } = renderCatalogAdmin('/admin/catalog/services/11');
    const input = await screen.findByLabelText('Choose a new image (PNG, JPEG or WebP, at most 2 MB)');
    expect(screen.getByText('No image yet.')).toBeInTheDocument();

    // A text file renamed .png: the bytes decide.
    await user.upload(input, new File(['not an image'], 'menu.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOG_MESSAGES.imageType);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeDisabled();

    const huge = new File([new Uint8Array(SERVICE_IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await screen.findByText(CATALOG_MESSAGES.imageTooLarge)).toBeInTheDocument();

    await user.upload(input, new File([PNG], 'lounge.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of lounge.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    expect(await screen.findByText('The new image is saved')).toBeInTheDocument();
    const put = fake.catalogCalls().find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/catalog/services/11/image?version=1');
    expect(put.headers['Content-Type']).toBe('image/png');
    expect(put.body).toEqual(PNG);
    expect(await screen.findByRole('img', { name: 'Current image of VIP Meet & Greet - Arrival' })).toHaveAttribute(
      'src',
      '/api/services/media/11-v2.png',
    );
  });

  it('shows the server’s words when it refuses the image (type checked from the bytes there too)', async () => {
    const { user } = renderCatalogAdmin('/admin/catalog/services/11');
    const input = await screen.findByLabelText('Choose a new image (PNG, JPEG or WebP, at most 2 MB)');
    // A WebP passes the browser's check; this stand-in takes PNG and JPEG only, as a server might refuse a file.
    const webp = new Uint8Array(
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WEBP'].map((c) => c.charCodeAt(0)),
        ),
    );
    await user.upload(input, new File([webp], 'x.webp', { type: 'image/webp' }));
    await screen.findByRole('img', { name: 'Preview of x.webp' });
    await user.click(screen.getByRole('button', { name: 'Upload image' }));
    const alert = await screen.findByText('Could not save the image');
    expect(within(alert.closest('[role=alert]')!).getByText(CATALOG_MESSAGES.imageType)).toBeInTheDocument();
  });
});
