//! A map from text keys to values kept as one sorted list: what the learner's records
//! (finished steps per lesson, practice per concept) need of a map. The standard library's
//! B-tree did the same, but its code is copied into the browser's download for each type
//! it holds (about 6 KB gzipped for the four the records used, README "Download size");
//! these maps hold a few dozen entries. Written and read as a map, as the B-tree was, so
//! stored records keep their form.

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::fmt;
use std::marker::PhantomData;

/// Entries sorted by key, each key once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keyed<V> {
    entries: Vec<(String, V)>,
}

impl<V> Default for Keyed<V> {
    fn default() -> Self {
        Keyed {
            entries: Vec::new(),
        }
    }
}

impl<V> Keyed<V> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Where `key` is, or where it would go.
    fn find(&self, key: &str) -> Result<usize, usize> {
        self.entries.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    pub fn get(&self, key: &str) -> Option<&V> {
        self.find(key).ok().map(|i| &self.entries[i].1)
    }

    pub fn get_mut(&mut self, key: &str) -> Option<&mut V> {
        let i = self.find(key).ok()?;
        Some(&mut self.entries[i].1)
    }

    /// Puts `value` under `key`, replacing what was there.
    pub fn insert(&mut self, key: String, value: V) {
        match self.find(&key) {
            Ok(i) => self.entries[i].1 = value,
            Err(i) => self.entries.insert(i, (key, value)),
        }
    }

    /// The value under `key`, a default one put there first if there was none.
    pub fn entry_or_default(&mut self, key: &str) -> &mut V
    where
        V: Default,
    {
        let i = match self.find(key) {
            Ok(i) => i,
            Err(i) => {
                self.entries.insert(i, (key.to_string(), V::default()));
                i
            }
        };
        &mut self.entries[i].1
    }

    pub fn remove(&mut self, key: &str) -> Option<V> {
        let i = self.find(key).ok()?;
        Some(self.entries.remove(i).1)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &V)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.entries.iter().map(|(_, v)| v)
    }
}

impl<V> IntoIterator for Keyed<V> {
    type Item = (String, V);
    type IntoIter = std::vec::IntoIter<(String, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<V: Serialize> Serialize for Keyed<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (k, v) in &self.entries {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Keyed<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Entries<V> {
            type Value = Keyed<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Keyed<V>, A::Error> {
                let mut map = Keyed::new();
                while let Some((k, v)) = access.next_entry::<String, V>()? {
                    map.insert(k, v);
                }
                Ok(map)
            }
        }
        deserializer.deserialize_map(Entries(PhantomData))
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::Keyed;

    #[test]
    fn keeps_its_keys_sorted_and_once_and_reads_as_it_writes() {
        let mut m = Keyed::new();
        m.insert("pins".to_string(), 2);
        m.insert("check".to_string(), 1);
        m.insert("pins".to_string(), 3);
        *m.entry_or_default("mate") += 5;
        *m.entry_or_default("check") += 1;
        let keys: Vec<&String> = m.iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["check", "mate", "pins"]);
        assert_eq!(
            (m.get("check"), m.get("pins"), m.get("x")),
            (Some(&2), Some(&3), None)
        );
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(json, r#"{"check":2,"mate":5,"pins":3}"#);
        // A stored map in any order, a key twice: sorted, the last one kept.
        let read: Keyed<u32> = serde_json::from_str(r#"{"z":1,"a":2,"z":3}"#).unwrap();
        assert_eq!(serde_json::to_string(&read).unwrap(), r#"{"a":2,"z":3}"#);
        assert_eq!(m.remove("mate"), Some(5));
        assert_eq!((m.len(), m.is_empty()), (2, false));
        assert!(serde_json::from_str::<Keyed<u32>>("[1, 2]").is_err());
    }
}
