// Airlines by flight number.
export * from './airlines/flight-airline';
