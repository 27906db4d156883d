import { defineMessages } from 'react-intl';

export const directoryMessages = defineMessages({
  metaTitle: { id: 'airports.directory.metaTitle', defaultMessage: 'Global Airport Coverage | {product}' },
  metaDescription: {
    id: 'airports.directory.metaDescription',
    defaultMessage:
      'VIP meet and greet, tarmac transfers with exclusive lounge and private VIP suites at {count} airports worldwide. Find your airport and book VIP airport assistance.',
  },
  title: { id: 'airports.directory.title', defaultMessage: 'Global Airport Coverage' },
  lead: {
    id: 'airports.directory.lead',
    defaultMessage:
      'VIP meet and greet, tarmac transfers with lounge access and private suites at {count} airports worldwide.',
  },
  filters: { id: 'airports.directory.filters', defaultMessage: 'Filter airports' },
  byRegion: { id: 'airports.directory.byRegion', defaultMessage: 'Filter by region' },
  allRegions: { id: 'airports.directory.allRegions', defaultMessage: 'All regions' },
  byLevel: { id: 'airports.directory.byLevel', defaultMessage: 'Filter by service level' },
  found: {
    id: 'airports.directory.found',
    defaultMessage: '{count, plural, one {# Airport Found} other {# Airports Found}}',
  },
  loadFailed: { id: 'airports.directory.loadFailed', defaultMessage: "We couldn't load the airports." },
  levelLoadFailed: {
    id: 'airports.directory.levelLoadFailed',
    defaultMessage: "We couldn't load the airports offering {level}.",
  },
  pleaseRetry: { id: 'airports.directory.pleaseRetry', defaultMessage: 'Please try again.' },
  loading: { id: 'airports.directory.loading', defaultMessage: 'Loading airports' },
  noMatch: {
    id: 'airports.directory.noMatch',
    defaultMessage: 'No airports match your search. Try another name, code, city or country, or clear the filters.',
  },
  clearFilters: { id: 'airports.directory.clearFilters', defaultMessage: 'Clear filters' },
  noneListed: { id: 'airports.directory.noneListed', defaultMessage: 'No airports are listed yet.' },
  regionHeading: { id: 'airports.directory.regionHeading', defaultMessage: '{region} ({count})' },
  searchPlaceholder: {
    id: 'airports.directory.searchPlaceholder',
    defaultMessage: 'Search by airport name, code, city or country',
  },
  searchLabel: {
    id: 'airports.directory.searchLabel',
    defaultMessage: 'Search airports by name, code, city or country',
  },
  clearSearch: { id: 'airports.directory.clearSearch', defaultMessage: 'Clear search' },
});

/** contracts' DIRECTORY_LEVEL_FILTERS. */
export const levelFilterMessages = defineMessages({
  all: { id: 'airports.directory.level.all', defaultMessage: 'All' },
  standard: { id: 'airports.directory.level.standard', defaultMessage: 'Meet & Assist' },
  lounge: { id: 'airports.directory.level.lounge', defaultMessage: 'VIP Tarmac Transfer with Exclusive Lounge' },
  suite: { id: 'airports.directory.level.suite', defaultMessage: 'Private VIP Suite' },
});
