import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Button, Card, Steps, Typography } from 'antd';
import { BRAND, type ServiceDetail } from '@vip/contracts';
import type { NewCartItem } from '../cart/cart.types';
import { addRoundTrip } from '../cart/cart-store';
import { getCartStore, useCart } from '../cart/use-cart';
import { openQuoteSheet, useRestoreSavedQuote } from '../quote';
import { AirportField } from './airport-field';
import { usePageMeta, SearchForm, type SearchFormValues, ISO_DATE, useLocalToday } from '@vip/ui';
import { ResultsStep } from './results-step';
import { ReturnTripDialog } from './return-trip-dialog';
import { RoundTripBanner } from './round-trip-banner';
import { initialStep, parseWizardParams, wizardQuery, type WizardParams, type WizardStep } from './search-params';
import { ServiceDetailView, type DetailRequest } from './service-detail';
import { useSearchTracking } from './search-tracking';
import { TIME_RULE_TOASTS, checkBookingTime } from './time-rules';
import { toCartItem } from '../cart/from-catalog';
import type { SentRequest } from '../booking-request/request-step';
import { PageSpinner } from './page-spinner';

// The request step and its confirmation (with the booking request's schema and the phone number rules)
// load when a traveller first asks for one, not with the search and results pages.
const RequestStep = lazy(() => import('../booking-request/request-step').then((m) => ({ default: m.RequestStep })));
const RequestConfirmation = lazy(() => import('../booking-request/request-confirmation').then((m) => ({ default: m.RequestConfirmation })));

/** The step lives in the history entry, so Back and Forward move between steps and a fresh link starts by the spec's rule. */
interface WizardLocationState {
  wizardStep?: WizardStep;
}

const PROGRESS = ['Search', 'Select', 'Traveler', 'Booking'];
// The request step is 'Traveler' and 'Booking' at once; after it every step is done.
const PROGRESS_INDEX: Record<WizardStep, number> = { search: 0, select: 1, traveler: 2, payment: 2, confirmation: 4 };

const BOOKING_META = {
  title: `Book VIP Airport Services | ${BRAND.productName}`,
  description: `Search ${BRAND.airportCount} airports for VIP meet and greet, tarmac transfers with lounge and private suites, compare prices and request your booking.`,
  // Every search is a variant of the one booking page.
  canonicalPath: '/booking',
};

/**
 * `/booking`, `/booking/quote`, `/booking/search`: the booking wizard. Search values come from the
 * address (and go back into it on the select step); the chosen service goes into the quote cart.
 * The traveler step sends one service as a booking request (POST /api/bookings/request); the
 * confirmation step shows its reference.
 */
export function BookingPage() {
  useRestoreSavedQuote();
  usePageMeta(BOOKING_META);
  const { notification } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCart();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // Without a date in the address the wizard's default is the visitor's today, known in the browser only.
  const today = useLocalToday(!ISO_DATE.test(search.get('date')?.trim() ?? ''));
  const params = useMemo(() => parseWizardParams(search, today ?? ''), [search, today]);
  const stateStep = (location.state as WizardLocationState | null)?.wizardStep;
  useSearchTracking(params, { airport: search.get('airport'), type: search.get('type') });

  const [chosen, setChosen] = useState<{ item: NewCartItem; timeZone: string } | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [detailId, setDetailId] = useState<number>();
  const [porterChoices, setPorterChoices] = useState<Record<number, boolean>>({});
  const [returnFor, setReturnFor] = useState<NewCartItem | null>(null);

  let step: WizardStep = stateStep ?? initialStep(location.pathname, search);
  // Spec §4: a later step without its data falls back (traveler or payment without a chosen service
  // to select, confirmation without a sent request to search).
  if ((step === 'traveler' || step === 'payment') && !chosen) step = 'select';
  if (step === 'confirmation' && !sent) step = 'search';

  const go = useCallback(
    (next: WizardStep, values: WizardParams = params, replace = false) => {
      navigate({ pathname: location.pathname, search: `?${wizardQuery(values, search)}` }, { replace, state: { wizardStep: next } });
    },
    [navigate, location.pathname, params, search],
  );

  // Spec §2: on select the address is rewritten with the current search values (defaults filled in),
  // so a copied or reloaded link shows the same results.
  useEffect(() => {
    if (step !== 'select') return;
    const canonical = `?${wizardQuery(params, search)}`;
    if (canonical !== location.search || stateStep !== 'select') {
      navigate({ pathname: location.pathname, search: canonical }, { replace: true, state: { wizardStep: 'select' } });
    }
  }, [step, params, search, location.pathname, location.search, stateStep, navigate]);

  const firstLeg = params.isReturn ? cart.state.items.find((i) => i.id === params.originalServiceId || i.serviceId === params.originalServiceId) : undefined;

  const cartContext = { date: params.date, time: params.time, adults: params.adults, children: params.children, flight: params.flight, terminal: params.terminal };

  /** A service was chosen: check the time at the airport, put it in the quote, go on to the traveler step. */
  const choose = (service: ServiceDetail, item: NewCartItem) => {
    const check = checkBookingTime(item.date, item.time, service.airport.timeZone);
    if (check !== 'ok') {
      // Checked before adding: a service that cannot be booked online is not put in the quote.
      const toast = TIME_RULE_TOASTS[check];
      (check === 'passed' ? notification.error : notification.warning)({ title: toast.title, description: toast.description });
      setDetailId(undefined);
      go('search');
      return;
    }
    if (firstLeg && firstLeg.id !== item.id && firstLeg.serviceType !== item.serviceType) {
      // The second leg of a round trip joins the first, so both get the round-trip discount.
      addRoundTrip(getCartStore(), firstLeg, item);
    } else {
      cart.add(item);
    }
    notification.success({
      title: 'Service added to quote',
      description: `${item.name} has been added to your quote.`,
      actions: (
        <Button size="small" onClick={openQuoteSheet}>
          View quote
        </Button>
      ),
    });
    setChosen({ item, timeZone: service.airport.timeZone });
    setDetailId(undefined);
    go('traveler');
  };

  const onSearch = (values: SearchFormValues) => {
    setDetailId(undefined);
    const { email: _email, ...rest } = values;
    go('select', { ...params, ...rest, flight: values.flight });
  };

  let body;
  if (step === 'search') {
    body = (
      <Card>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Find your airport service
        </Typography.Title>
        <SearchForm
          airportInput={<AirportField />}
          key={location.key}
          variant="wizard"
          onAirportMissing={() => notification.error({ title: 'Airport is required', description: 'Please select an airport to search for services.' })}
          initialValues={{ airport: params.airport, type: params.type, date: params.date, time: params.time, adults: params.adults, children: params.children, flight: params.flight }}
          onSubmit={onSearch}
        />
      </Card>
    );
  } else if (step === 'select' && detailId !== undefined) {
    body = (
      <ServiceDetailView
        key={detailId}
        serviceId={detailId}
        date={params.date}
        time={params.time}
        adults={params.adults}
        children={params.children}
        porterSelected={cart.state.items.find((i) => i.id === detailId)?.porterSelected ?? porterChoices[detailId] ?? false}
        onBack={() => setDetailId(undefined)}
        onRequest={({ service, adults, children, porterSelected }: DetailRequest) =>
          choose(service, toCartItem(service, { ...cartContext, adults, children }, porterSelected))
        }
      />
    );
  } else if (step === 'select') {
    body = (
      <ResultsStep
        search={params}
        porterChoices={porterChoices}
        onPorterChoice={(id, selected) => setPorterChoices((prev) => ({ ...prev, [id]: selected }))}
        onSelect={(service, porterSelected) => choose(service, toCartItem(service, cartContext, porterSelected))}
        onViewDetails={setDetailId}
        onAddReturn={(service, porterSelected) => setReturnFor(toCartItem(service, cartContext, porterSelected))}
        onChangeSearch={() => go('search')}
        banner={params.isReturn ? <RoundTripBanner params={params} firstLeg={firstLeg} /> : undefined}
      />
    );
  } else if (step === 'confirmation') {
    const airportHome = `/?airport=${encodeURIComponent(sent!.item.airport.code)}`;
    body = (
      <RequestConfirmation
        sent={sent!}
        onAddAnother={() => navigate(airportHome)}
        onRemoveAndFindNew={() => {
          cart.clear();
          navigate(airportHome);
        }}
        onHome={() => navigate('/')}
      />
    );
  } else {
    // The spec's request-booking step is one screen for the traveler and payment steps: payment is
    // arranged after the team confirms (DESIGN.md §5), so there is nothing to pay here.
    body = (
      <RequestStep
        key={chosen!.item.id}
        item={chosen!.item}
        timeZone={chosen!.timeZone}
        onBack={() => go('select')}
        onTimeRule={(check) => {
          const toast = TIME_RULE_TOASTS[check];
          (check === 'passed' ? notification.error : notification.warning)({ title: toast.title, description: toast.description });
          go('search');
        }}
        onSent={(result) => {
          // The requested service is a booking now; left in the quote, a checkout would book it twice.
          cart.remove(result.item.id);
          setSent(result);
          go('confirmation', params, true);
        }}
      />
    );
  }

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 48px' }}>
      <nav aria-label="Booking progress" style={{ marginBottom: 32 }}>
        {/* One layout at every width, titles under their icons: a responsive Steps turns vertical only once
            scripts run (the server cannot know the width), which pushed the results down on phones. */}
        <Steps current={PROGRESS_INDEX[step]} items={PROGRESS.map((title) => ({ title }))} responsive={false} size="small" titlePlacement="vertical" />
      </nav>
      {step === 'search' && params.isReturn && <RoundTripBanner params={params} firstLeg={firstLeg} />}
      <Suspense fallback={<PageSpinner />}>{body}</Suspense>
      {returnFor && <ReturnTripDialog key={returnFor.id} open outbound={returnFor} onClose={() => setReturnFor(null)} />}
    </div>
  );
}
