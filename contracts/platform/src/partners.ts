export * from './partners/partner-copies';
