import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

// One of each for the page's life: route loaders fill the same cache the pages read.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
