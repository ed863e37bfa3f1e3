/** Questions real users asked in public (filled by the benchmark work of issue 21). */
import type {RelevanceQuery} from './search-relevance-queries';

export interface RealQuestion extends RelevanceQuery {
  readonly asked: string;
  readonly asker: 'owner' | 'installer' | 'fleet' | 'developer';
  readonly note?: string;
}

export const realQuestions: readonly RealQuestion[] = [];
