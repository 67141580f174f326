import type { Instances } from './cluster-instances';
import type { ClusterDatabase, startSwitchableSmtp } from './cluster-peers';
import type { Proxy } from './cluster-proxy';

/** What every check may use: the running cluster and its peers. */
export interface ClusterContext {
  instances: Instances;
  proxy: Proxy;
  database: ClusterDatabase;
  smtp: Awaited<ReturnType<typeof startSwitchableSmtp>>;
  /** Epoch ms at which the instances were started. */
  startedAt: number;
}

export interface CheckOutcome {
  pass: boolean;
  detail: string;
}

/** Two instances serve HTTP only, the third serves HTTP and runs the background jobs. */
export const WEB_1 = 'web1';
export const WEB_2 = 'web2';
export const ALL = 'all';
