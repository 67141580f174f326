import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PageStepperProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Translated: the navigation's name, the two buttons' names and "Page 2 of 5". */
  labels: { navigation: string; previous: string; next: string; status: string };
}

/** Previous and next page with where one is, for lists too short to need page numbers. */
export function PageStepper({ page, totalPages, onPage, labels }: PageStepperProps) {
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="icon"
        aria-label={labels.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon className="size-5" />
      </Button>
      <p className="text-sm text-slate-600">{labels.status}</p>
      <Button
        variant="secondary"
        size="icon"
        aria-label={labels.next}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon className="size-5" />
      </Button>
    </nav>
  );
}
