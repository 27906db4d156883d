import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  SUPPLIER_JOB_DECLINE_REASON_MESSAGE,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  supplierJobNotStartedMessage,
  type SupplierJob,
} from '@vip/contracts/schemas';
import { errorResponse, json, renderAt, stubFetch } from '../testing/render-app';

const TOKEN = 'k3Q9yZ0p1vB7wX5cR2mN8aL4sD6fG0hJ1kE3tU7iO9q';
const JOB_PATH = `/api/supplier-jobs/${TOKEN}`;
const ANSWERS_PATH = `${JOB_PATH}/answers`;

const job: SupplierJob = {
  referenceCode: 'VIP-12345-FCO',
  kind: 'meet_and_greet',
  serviceId: 11,
  serviceName: 'VIP Meet & Greet – Arrival',
  supplierName: 'Opaline Rome Hosts',
  airportCode: 'FCO',
  airportName: 'Rome Fiumicino',
  serviceDate: '2030-06-10',
  serviceTime: '14:00',
  timeZone: 'Europe/Rome',
  flightNumber: 'AZ611',
  airline: 'ITA Airways',
  terminal: '3',
  travellerName: 'Grace Hopper',
  adults: 2,
  children: 1,
  meetingPoint: null,
  specialRequests: 'Wheelchair at the aircraft door',
  travellerContact: null,
  travellerLocale: 'fr',
  answers: {
    response: null,
    declineReason: null,
    confirmationNumber: null,
    greeterName: null,
    greeterPhone: null,
    driverName: null,
    driverPhone: null,
    vehicleMakeModel: null,
    vehiclePlate: null,
    meetingPoint: null,
    eta: null,
    completedAt: null,
    handlingReport: null,
  },
  expiresAt: '2030-06-13T12:00:00.000Z',
};

/** The job link's API as svc-ops answers it: each answer merged into the job it returns. */
function supplierApi(start: SupplierJob = job) {
  let current = start;
  const posted: unknown[] = [];
  const fetchMock = stubFetch((path, init) => {
    if (path === JOB_PATH) return json(current);
    if (path === ANSWERS_PATH && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      const response =
        body.accept === true ? 'accepted' : body.accept === false ? 'declined' : current.answers.response;
      current = {
        ...current,
        answers: {
          ...current.answers,
          response,
          declineReason: (body.declineReason as string | undefined) ?? null,
          greeterName: (body.greeterName as string | undefined) ?? current.answers.greeterName,
          completedAt: body.completed ? '2030-06-10T15:00:00.000Z' : current.answers.completedAt,
        },
      };
      return json(current);
    }
    return undefined;
  });
  return { posted, fetchMock };
}

describe('the supplier job page', () => {
  it('shows only what the job needs, loading first', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch((path) => (path === JOB_PATH ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderAt(`/supplier-jobs/${TOKEN}`);
    expect(await screen.findByRole('status', { name: 'Loading the job' })).toBeInTheDocument();
    answer(json(job));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job VIP-12345-FCO' })).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(screen.getByText('ITA Airways AZ611')).toBeInTheDocument();
    expect(screen.getByText('Wheelchair at the aircraft door')).toBeInTheDocument();
    expect(screen.queryByText('Traveller contact')).not.toBeInTheDocument();
    // The greeter prepares for a French-speaking traveller; the page stays English.
    expect(screen.getByText("Traveller's language")).toBeInTheDocument();
    expect(screen.getByText('French')).toBeInTheDocument();
    expect(document.title).toContain('Your job');
  });

  it('accepts the job with the greeter, and says it was sent', async () => {
    const { posted } = supplierApi();
    renderAt(`/supplier-jobs/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Your answer' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Accept' }));
    fireEvent.change(within(form).getByLabelText('Your confirmation number'), { target: { value: 'OPL-7781' } });
    fireEvent.change(within(form).getByLabelText("Greeter's name"), { target: { value: 'Marta Bianchi' } });
    fireEvent.change(within(form).getByLabelText("Greeter's phone"), { target: { value: '+39 333 123 4567' } });
    fireEvent.change(within(form).getByLabelText('Meeting point'), { target: { value: 'Arrivals, exit B' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you: your answer was sent.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        accept: true,
        confirmationNumber: 'OPL-7781',
        greeterName: 'Marta Bianchi',
        greeterPhone: '+39 333 123 4567',
        meetingPoint: 'Arrivals, exit B',
      },
    ]);
    expect(await screen.findByText('You accepted this job.')).toBeInTheDocument();
    // Accepted: the completion form is offered.
    const completion = screen.getByRole('form', { name: 'After the service' });
    fireEvent.change(within(completion).getByLabelText(/Handling report/), { target: { value: 'All went well.' } });
    fireEvent.click(within(completion).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText('You marked this job completed.')).toBeInTheDocument();
    expect(posted[1]).toEqual({ completed: true, handlingReport: 'All went well.' });
  });

  it('asks why before a decline is sent', async () => {
    const { posted } = supplierApi();
    renderAt(`/supplier-jobs/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Your answer' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Decline' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText(SUPPLIER_JOB_DECLINE_REASON_MESSAGE)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Why do you decline/), { target: { value: 'No greeter free' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('You declined this job.')).toBeInTheDocument();
    expect(posted).toEqual([{ accept: false, declineReason: 'No greeter free' }]);
  });

  it("shows the server's words when an answer is refused", async () => {
    supplierApi();
    stubFetch((path) =>
      path === JOB_PATH
        ? json(job)
        : errorResponse(400, 'VALIDATION_FAILED', 'Please enter a valid phone number with its country code'),
    );
    renderAt(`/supplier-jobs/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Your answer' });
    fireEvent.change(within(form).getByLabelText("Greeter's name"), { target: { value: 'Marta' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(form).findByText('Please enter a valid phone number with its country code'),
    ).toBeInTheDocument();
  });

  it('says plainly when the job is marked completed before the service starts', async () => {
    const early = supplierJobNotStartedMessage('2030-06-10', '14:00');
    const accepted = { ...job, answers: { ...job.answers, response: 'accepted' as const } };
    stubFetch((path) => (path === JOB_PATH ? json(accepted) : errorResponse(409, 'SUPPLIER_JOB_NOT_STARTED', early)));
    renderAt(`/supplier-jobs/${TOKEN}`);
    const completion = await screen.findByRole('form', { name: 'After the service' });
    fireEvent.change(within(completion).getByLabelText(/Handling report/), { target: { value: 'All went well.' } });
    fireEvent.click(within(completion).getByRole('button', { name: 'Mark as completed' }));
    expect(await within(completion).findByText(early)).toBeInTheDocument();
    expect(screen.queryByText('You marked this job completed.')).not.toBeInTheDocument();
  });

  it('says plainly that a link is not valid, and nothing more', async () => {
    stubFetch(() => errorResponse(404, 'SUPPLIER_JOB_LINK_INVALID', SUPPLIER_JOB_LINK_INVALID_MESSAGE));
    renderAt(`/supplier-jobs/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SUPPLIER_JOB_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers a retry when the job cannot be loaded', async () => {
    let fail = true;
    stubFetch((path) => (path === JOB_PATH ? (fail ? errorResponse(503) : json(job)) : undefined));
    renderAt(`/supplier-jobs/${TOKEN}`);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job VIP-12345-FCO' })).toBeInTheDocument());
  });
});
