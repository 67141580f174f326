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
import { selectMapClustersJson, selectMapPointsJson } from './map-points.repository';
import { boundingBoxConditions, searchConditions, type SearchCriteria } from './search-conditions';

/** A map-points answer with its arrays as JSON text, built by the database (the route writes them out). */
export interface MapPointsResult {
  pointsJson: string;
  totalCount: number;
  clustersJson?: string;
  clusterZoom?: number;
  view?: Box;
}

/** The answer's body (MapPoints): the database's JSON texts written in place, not parsed and re-serialised. */
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
 * The answer for a map at `zoom` (decision 025): every match when there are at most MAP_POINTS_LIMIT;
 * else the matches of the view (or of the whole search) grouped by cell of the zoom's grid, or the view's
 * matches themselves when it holds that few. `countSearch` counts the search's matches up to just past
 * the limit (the caller may keep the count). A large result costs one pass over its matches; a view of
 * few listings a second, short one.
 */
export async function answerMapPoints(
  db: Db,
  criteria: SearchCriteria,
  request: MapRequest,
  countSearch: (limit: number) => Promise<number>,
): Promise<MapPointsResult> {
  const search = searchConditions(criteria);
  if ((await countSearch(MAP_POINTS_LIMIT + 1)) <= MAP_POINTS_LIMIT) return selectMapPointsJson(db, search);
  const view = snappedView(request);
  const where = view ? and(search, ...boundingBoxConditions(view.box))! : search;
  // Without a view the area is the search's: its box, or else its city (every listing lies within it).
  const area = criteria.bbox ?? CITY_BOUNDS[criteria.city];
  const cells = view?.cells ?? cellsCovering(area, clusterLevel(request.zoom, area));
  const clusters = await selectMapClustersJson(db, where, cells);
  if (view && clusters.totalCount <= MAP_POINTS_LIMIT) {
    return { ...(await selectMapPointsJson(db, where)), view: view.box };
  }
  return { ...clusters, clusterZoom: cells.level - CELLS_PER_TILE_LOG2, view: view?.box };
}
