import { useNavigate } from 'react-router';
import { SearchForm, type SearchFormValues } from '@vip/ui';

export interface AirportSearchFormProps {
  airportCode: string;
  target: '/booking' | '/booking/search';
}

export const DEFAULT_SEARCH_TIME = '14:00';

/** Search at one airport (read-only): sends the visitor to the booking wizard with the six query parameters. */
export function AirportSearchForm({ airportCode, target }: AirportSearchFormProps) {
  const navigate = useNavigate();
  const onSubmit = (values: SearchFormValues) => {
    const params = new URLSearchParams({
      airport: airportCode,
      type: values.type,
      date: values.date,
      time: values.time,
      adults: String(values.adults),
      children: String(values.children),
    });
    navigate(`${target}?${params.toString()}`);
  };
  return (
    <SearchForm
      // A new airport starts a fresh form.
      key={airportCode}
      variant="airport"
      initialValues={{
        airport: airportCode,
        type: 'arrival',
        date: '',
        time: DEFAULT_SEARCH_TIME,
        adults: 1,
        children: 0,
      }}
      onSubmit={onSubmit}
    />
  );
}
