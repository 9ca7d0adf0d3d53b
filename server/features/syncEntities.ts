/**
 * The change feed's registry: how the feed reads each entity of the contract (src/contract/sync.ts),
 * composed from the entities the features declare. The compiler checks that every entity has a
 * definition; the start checks that no entity is declared twice.
 */
import type { SyncEntity } from '../../src/contract/sync';
import type { FeatureEntities } from '../platform/feature/serverFeature';
import type { SyncEntityDefinition, SyncEntityRegistry } from '../platform/sync/syncEntityDefinition';
import { SERVER_FEATURES } from '.';

type DeclaredBy<Feature> = Feature extends { syncEntities?: infer Entities }
  ? keyof NonNullable<Entities>
  : never;
type Undeclared = Exclude<SyncEntity, DeclaredBy<(typeof SERVER_FEATURES)[number]>>;
/** Fails to compile, naming the entity, when an entity of the contract has no feature. */
const _everyEntityDeclared: [Undeclared] extends [never] ? true : { missing: Undeclared } = true;

function composeRegistry(
  features: readonly { name: string; syncEntities?: FeatureEntities }[],
): SyncEntityRegistry {
  const registry: Partial<Record<SyncEntity, SyncEntityDefinition>> = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const [entity, definition] of Object.entries(feature.syncEntities ?? {})) {
      const earlier = owner.get(entity);
      if (earlier) throw new Error(`sync entity ${entity} is declared by ${earlier} and ${feature.name}`);
      owner.set(entity, feature.name);
      registry[entity as SyncEntity] = definition;
    }
  }
  return registry as SyncEntityRegistry;
}

export const SYNC_ENTITY_DEFINITIONS: SyncEntityRegistry = composeRegistry(SERVER_FEATURES);
