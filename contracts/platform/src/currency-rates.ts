export * from './currency-rates/currency-rate-copies';
