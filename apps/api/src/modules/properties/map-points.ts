import { and } from 'drizzle-orm';
import { MAP_POINTS_LIMIT } from '@sakhli/shared/constants';
import {
  boxOfCells,
  CELLS_PER_TILE_LOG2,
  cellsCovering,
  clusterLevel,
  type Box,
} from '@sakhli/shared/rules/map-grid';
import { CITY_BOUNDS } from '@sakhli/shared/schemas/geo';
import type { BoundingBox } from '@sakhli/shared/schemas/property';
import type { Db } from '../../db/client';
import { clustersOf, type MapCells } from './map-cells';
import { selectMapCells, selectMapPointsJson } from './map-points.repository';
import { boundingBoxConditions, searchConditions, type SearchCriteria } from './search-conditions';

/** A map-points answer with its arrays as JSON text (the route writes them out). */
export interface MapPointsResult {
  pointsJson: string;
  totalCount: number;
  clustersJson?: string;
  clusterZoom?: number;
  view?: Box;
}

/** The answer's body (MapPoints): the JSON texts written in place, not parsed and re-serialised. */
export function mapPointsJson(result: MapPointsResult): string {
  const clusters =
    result.clustersJson === undefined
      ? ''
      : `,"clusters":${result.clustersJson},"clusterZoom":${result.clusterZoom}`;
  const view = result.view === undefined ? '' : `,"view":${JSON.stringify(result.view)}`;
  return `{"points":${result.pointsJson},"totalCount":${result.totalCount}${clusters}${view}}`;
}

/** What the map asks for besides the search: its zoom and, optionally, the part of the map it shows. */
export interface MapRequest {
  zoom: number;
  view?: BoundingBox;
}

/** The request's view widened to whole cells of its grid (the area a view answer covers), if any. */
export function snappedView({ zoom, view }: MapRequest) {
  if (!view) return undefined;
  const cells = cellsCovering(view, clusterLevel(zoom, view));
  return { cells, box: boxOfCells(cells) };
}

/**
 * The finest level whose clusters come from a search's kept cells (the quarter tiles of zoom 15): a search's
 * cells are read once at this level, and every coarser answer (a move, a zoom out) is summed from them.
 */
export const KEPT_CELLS_LEVEL = 17;

export interface MapSources {
  /** The search's matches counted up to `limit` (the caller may keep the count). */
  countSearch: (limit: number) => Promise<number>;
  /** The whole search's cells at KEPT_CELLS_LEVEL, when the caller keeps them; without it each answer reads its own. */
  searchCells?: () => Promise<MapCells>;
}

/** The whole search's cells at KEPT_CELLS_LEVEL: over its area (its box, or its city, which holds every listing). */
export function selectSearchCells(db: Db, criteria: SearchCriteria): Promise<MapCells> {
  const area = criteria.bbox ?? CITY_BOUNDS[criteria.city];
  return selectMapCells(db, searchConditions(criteria), cellsCovering(area, KEPT_CELLS_LEVEL));
}

/**
 * The answer for a map at `zoom` (decision 025): every match when there are at most MAP_POINTS_LIMIT;
 * else the matches of the view (or of the whole search) grouped by cell of the zoom's grid, or the view's
 * matches themselves when it holds that few. Clusters are summed from the search's kept cells up to
 * KEPT_CELLS_LEVEL, else read for the area.
 */
export async function answerMapPoints(
  db: Db,
  criteria: SearchCriteria,
  request: MapRequest,
  { countSearch, searchCells }: MapSources,
): Promise<MapPointsResult> {
  const search = searchConditions(criteria);
  if ((await countSearch(MAP_POINTS_LIMIT + 1)) <= MAP_POINTS_LIMIT) return selectMapPointsJson(db, search);
  const view = snappedView(request);
  const where = view ? and(search, ...boundingBoxConditions(view.box))! : search;
  const area = criteria.bbox ?? CITY_BOUNDS[criteria.city];
  const range = view?.cells ?? cellsCovering(area, clusterLevel(request.zoom, area));
  const cells =
    searchCells && range.level <= KEPT_CELLS_LEVEL
      ? await searchCells()
      : await selectMapCells(db, where, range);
  const clusters = clustersOf(cells, range.level, view?.cells);
  if (view && clusters.totalCount <= MAP_POINTS_LIMIT) {
    return { ...(await selectMapPointsJson(db, where)), view: view.box };
  }
  return { ...clusters, clusterZoom: range.level - CELLS_PER_TILE_LOG2, view: view?.box };
}
