import { useQuery } from '@tanstack/react-query';
import { adminBookingListSchema, apiRequest } from '@vip/contracts';
import { adminKeys } from '../auth/api';

export function useAdminBookings() {
  return useQuery({
    queryKey: adminKeys.bookings,
    queryFn: ({ signal }) => apiRequest('GET', adminKeys.bookings[0], { schema: adminBookingListSchema, signal }),
  });
}
