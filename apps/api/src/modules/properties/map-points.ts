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
import { MAP_CELL_LEVEL } from '../../db/schema/map-cell';
import { clustersOf, type MapCells } from './map-cells';
import { selectFineCells, selectKeptLevelCells, selectMapPointsJson } from './map-points.repository';
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

export interface MapSources {
  /** The search's matches counted up to `limit` (the caller may keep the count). */
  countSearch: (limit: number) => Promise<number>;
  /** The whole search's map cells, when the caller keeps them; without it each answer reads its own. */
  searchCells?: () => Promise<MapCells>;
}

/** The whole search's matches by map cell (MAP_CELL_LEVEL): every answer up to that level is summed from them. */
export function selectSearchCells(db: Db, criteria: SearchCriteria): Promise<MapCells> {
  return selectKeptLevelCells(db, searchConditions(criteria));
}

/**
 * The answer for a map at `zoom` (decision 025): every match when there are at most MAP_POINTS_LIMIT;
 * else the matches of the view (or of the whole search) grouped by cell of the zoom's grid, or the view's
 * matches themselves when it holds that few. Up to MAP_CELL_LEVEL the cells are summed from the map
 * cells (the search's, kept by the caller, or the view's), beyond it read at their level.
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
    range.level > MAP_CELL_LEVEL
      ? await selectFineCells(db, where, range)
      : searchCells
        ? await searchCells()
        : await selectKeptLevelCells(db, where);
  const clusters = clustersOf(cells, range.level, view?.cells);
  if (view && clusters.totalCount <= MAP_POINTS_LIMIT) {
    return { ...(await selectMapPointsJson(db, where)), view: view.box };
  }
  return { ...clusters, clusterZoom: range.level - CELLS_PER_TILE_LOG2, view: view?.box };
}
