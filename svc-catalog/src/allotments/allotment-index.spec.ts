import { AllotmentIndex, type IndexedAllotment } from './allotment-index';
import { AllotmentIndexKeeper, firstBookableDate } from './allotment-index.keeper';

const base: IndexedAllotment = {
  id: 'a1',
  airportCode: 'FCO',
  serviceId: 7,
  date: '2030-06-20',
  fromTime: '06:00',
  toTime: '09:00',
  seatsLeft: 2,
  instantBookingHours: 24,
  withdrawn: false,
  revision: 1,
};
const search = { airportCode: 'FCO', serviceIds: [7, 8], date: '2030-06-20', time: '06:00', wholeHoursAhead: 48 };

describe('AllotmentIndex', () => {
  it('covers a service inside its band (from included, to excluded), with a seat left, beyond its lead time', () => {
    const index = new AllotmentIndex();
    index.apply(base);
    expect(index.coveredServices(search)).toEqual(new Set([7]));
    expect(index.coveredServices({ ...search, time: '08:59' })).toEqual(new Set([7]));
    expect(index.coveredServices({ ...search, time: '09:00' })).toEqual(new Set());
    expect(index.coveredServices({ ...search, time: '05:59' })).toEqual(new Set());
    expect(index.coveredServices({ ...search, date: '2030-06-21' })).toEqual(new Set());
    expect(index.coveredServices({ ...search, airportCode: 'LHR' })).toEqual(new Set());
    expect(index.coveredServices({ ...search, serviceIds: [8] })).toEqual(new Set());
    expect(index.coveredServices({ ...search, wholeHoursAhead: 23 })).toEqual(new Set());
  });

  it('keeps the newest state: an older one arriving late changes nothing', () => {
    const index = new AllotmentIndex();
    expect(index.apply({ ...base, revision: 3, seatsLeft: 0 })).toBe(true);
    expect(index.apply({ ...base, revision: 2, seatsLeft: 5 })).toBe(false);
    expect(index.coveredServices(search)).toEqual(new Set());
    expect(index.apply({ ...base, revision: 4, seatsLeft: 1 })).toBe(true);
    expect(index.coveredServices(search)).toEqual(new Set([7]));
  });

  it('treats a withdrawal as final, whatever revision comes after', () => {
    const index = new AllotmentIndex();
    index.apply({ ...base, revision: 5 });
    expect(index.apply({ ...base, revision: 2, withdrawn: true })).toBe(true);
    expect(index.apply({ ...base, revision: 9 })).toBe(false);
    expect(index.coveredServices(search)).toEqual(new Set());
  });

  it('follows an allotment moved to another airport', () => {
    const index = new AllotmentIndex();
    index.apply(base);
    index.apply({ ...base, airportCode: 'LHR', revision: 2 });
    expect(index.coveredServices(search)).toEqual(new Set());
    expect(index.coveredServices({ ...search, airportCode: 'LHR' })).toEqual(new Set([7]));
  });

  it('holds the database copy after a reload, keeping a newer state heard while it read', () => {
    const index = new AllotmentIndex();
    index.apply({ ...base, id: 'gone', serviceId: 8 });
    const mark = index.mark();
    index.apply({ ...base, revision: 4, seatsLeft: 0 });
    index.replace(
      [
        { ...base, revision: 3, seatsLeft: 2 },
        { ...base, id: 'a2', serviceId: 9 },
      ],
      mark,
    );
    // 'gone' is no longer in the copy; a1's newer state heard meanwhile stands over the copy's older one.
    expect(index.coveredServices({ ...search, serviceIds: [7, 8, 9] })).toEqual(new Set([9]));
  });

  it('forgets the days gone', () => {
    const index = new AllotmentIndex();
    index.apply({ ...base, date: '2030-06-18' });
    index.apply({ ...base, id: 'a2', date: '2030-06-20' });
    index.dropBefore('2030-06-19');
    expect(index.size).toBe(1);
  });
});

describe('AllotmentIndexKeeper', () => {
  it('prunes the copy and the index of days past everywhere, then reads the copy again', async () => {
    const index = new AllotmentIndex();
    index.apply({ ...base, id: 'old', date: '2030-06-17' });
    const deleted: string[] = [];
    const copy = {
      deleteDatedBefore: async (date: string) => (deleted.push(date), 1),
      datedFrom: async () => [base],
    };
    // 2030-06-19 05:00Z: some airports are still on the 18th, none on the 17th.
    await new AllotmentIndexKeeper(index, copy, () => new Date('2030-06-19T05:00:00Z')).refresh();
    expect(deleted).toEqual(['2030-06-18']);
    expect(index.size).toBe(1);
    expect(index.coveredServices(search)).toEqual(new Set([7]));
  });

  it('counts a day as gone only once no airport can be on it', () => {
    expect(firstBookableDate(new Date('2030-06-19T00:00:00Z'))).toBe('2030-06-18');
    expect(firstBookableDate(new Date('2030-06-19T23:59:59Z'))).toBe('2030-06-18');
  });
});
