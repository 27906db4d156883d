export * from './airlines/flight-airline';
