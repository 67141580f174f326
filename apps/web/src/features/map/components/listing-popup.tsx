import { useMemo, useRef, type RefObject } from 'react';
import type { LatLngTuple, Popup as LeafletPopup } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Popup, useMap } from 'react-leaflet';
import type { SelectedListing } from '../hooks/use-map-positioning';
import { ListingPopupCard } from './listing-popup-card';

/** The popup's tip sits on the pin's top edge, not on the listing's spot under the pin. */
const POPUP_OFFSET: [number, number] = [0, -28];

/**
 * The selected listing's popup. Escape closes it and gives focus back to the pin that opened it (Leaflet
 * only listens for Escape while the map itself has focus, not a link inside the popup).
 */
export function ListingPopup({
  selected,
  opener,
  onClose,
}: {
  selected: SelectedListing;
  opener: RefObject<HTMLElement | null>;
  onClose: (id: number) => void;
}) {
  const { t } = useTranslation('map');
  const map = useMap();
  const resize = useRef<ResizeObserver | null>(null);
  // react-leaflet re-opens a popup whenever its position changes identity: keep it stable across re-renders.
  const position = useMemo<LatLngTuple>(() => [selected.lat, selected.lng], [selected]);

  return (
    <Popup
      position={position}
      offset={POPUP_OFFSET}
      autoPanPaddingTopLeft={[24, 64]}
      autoPanPaddingBottomRight={[24, 24]}
      eventHandlers={{
        add: (event) => {
          const popup = event.target as LeafletPopup;
          const element = popup.getElement();
          if (!element) return;
          element.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('popup.close'));
          element.addEventListener('keydown', (keyEvent) => {
            if (keyEvent.key !== 'Escape') return;
            popup.close();
            (opener.current?.isConnected ? opener.current : map.getContainer()).focus();
          });
          // The card grows when the listing arrives: re-measure so the popup stays whole and in view.
          const content = element.querySelector('.leaflet-popup-content');
          if (!content) return;
          resize.current = new ResizeObserver(() => popup.update());
          resize.current.observe(content);
        },
        remove: () => {
          resize.current?.disconnect();
          onClose(selected.id);
        },
      }}
    >
      <ListingPopupCard id={selected.id} />
    </Popup>
  );
}
