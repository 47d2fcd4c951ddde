//! Mergeable sets of values with a lazy XOR: the sets of Grundy values of a subtree's options,
//! carried up a tree (SPOJ COT3). Each set is a binary trie over `bits`-bit values held in one
//! arena; XOR-ing every value of a set by `x` is a tag on its root (a node whose tag has its
//! level's bit set swaps its children when the tag is pushed down), two sets merge by merging
//! their tries node by node, and the mex walks down towards the smaller half that is not full.
//!
//! Merging costs the nodes the two tries have in common, each of which disappears, so merging
//! sets that hold `n` insertions in all costs O(n · bits) whatever the order of the merges.

/// A set in a [`XorTries`] arena (the empty set is [`XorTries::EMPTY`]). A set given to
/// [`XorTries::merge`] or [`XorTries::xor_all`] is used up: use the set they return instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Set(u32);

#[derive(Clone, Copy)]
struct Node {
    child: [u32; 2],
    /// How many values lie below this node.
    count: u64,
    /// A XOR still to apply to every value below this node.
    tag: u64,
}

/// An arena of sets of values below `2^bits`. Node 0 is the empty trie.
pub struct XorTries {
    bits: u32,
    nodes: Vec<Node>,
}

impl XorTries {
    /// The empty set.
    pub const EMPTY: Set = Set(0);

    /// An arena for sets of values below `2^bits` (`bits` at most 63).
    ///
    /// # Panics
    /// If `bits` is over 63.
    pub fn new(bits: u32) -> XorTries {
        assert!(bits <= 63, "values of at most 63 bits");
        let empty = Node {
            child: [0, 0],
            count: 0,
            tag: 0,
        };
        XorTries {
            bits,
            nodes: vec![empty],
        }
    }

    /// How many values `set` holds.
    ///
    /// # Complexity
    /// O(1).
    pub fn len(&self, set: Set) -> u64 {
        self.nodes[set.0 as usize].count
    }

    /// Whether `set` is empty.
    pub fn is_empty(&self, set: Set) -> bool {
        set == Self::EMPTY
    }

    fn node(&mut self, count: u64) -> u32 {
        assert!(
            self.nodes.len() < u32::MAX as usize,
            "fewer than 2^32 trie nodes"
        );
        let index = self.nodes.len() as u32;
        self.nodes.push(Node {
            child: [0, 0],
            count,
            tag: 0,
        });
        index
    }

    /// Applies the tag of `node` (at the level branching on bit `bit`) to its children.
    fn push(&mut self, node: u32, bit: u32) {
        let Node { child, tag, .. } = self.nodes[node as usize];
        if tag == 0 {
            return;
        }
        for c in child {
            if c != 0 {
                self.nodes[c as usize].tag ^= tag;
            }
        }
        let n = &mut self.nodes[node as usize];
        if tag >> bit & 1 == 1 {
            n.child.swap(0, 1);
        }
        n.tag = 0;
    }

    /// `set` with `value` added.
    ///
    /// # Panics
    /// If `value` is not below `2^bits`.
    ///
    /// # Complexity
    /// O(bits).
    pub fn insert(&mut self, set: Set, value: u64) -> Set {
        assert!(
            value >> self.bits == 0,
            "{value} has more than {} bits",
            self.bits
        );
        let single = self.singleton(value);
        self.merge(set, single)
    }

    fn singleton(&mut self, value: u64) -> Set {
        let mut below = self.node(1);
        for bit in 0..self.bits {
            let node = self.node(1);
            self.nodes[node as usize].child[(value >> bit & 1) as usize] = below;
            below = node;
        }
        Set(below)
    }

    /// `set` with every value XOR-ed by `x`, in O(1) (a tag pushed down later).
    ///
    /// # Panics
    /// If `x` is not below `2^bits`.
    pub fn xor_all(&mut self, set: Set, x: u64) -> Set {
        assert!(x >> self.bits == 0, "{x} has more than {} bits", self.bits);
        if set != Self::EMPTY {
            self.nodes[set.0 as usize].tag ^= x;
        }
        set
    }

    /// The union of `a` and `b` (both used up).
    ///
    /// # Complexity
    /// O(bits) for each node the two tries share (amortised: each such node is dropped).
    pub fn merge(&mut self, a: Set, b: Set) -> Set {
        Set(self.merge_at(a.0, b.0, self.bits))
    }

    fn merge_at(&mut self, a: u32, b: u32, level: u32) -> u32 {
        if a == 0 || b == 0 {
            return a | b;
        }
        if level == 0 {
            return a;
        }
        self.push(a, level - 1);
        self.push(b, level - 1);
        let [b0, b1] = self.nodes[b as usize].child;
        let [a0, a1] = self.nodes[a as usize].child;
        let c0 = self.merge_at(a0, b0, level - 1);
        let c1 = self.merge_at(a1, b1, level - 1);
        let count = self.nodes[c0 as usize].count + self.nodes[c1 as usize].count;
        self.nodes[a as usize] = Node {
            child: [c0, c1],
            count,
            tag: 0,
        };
        a
    }

    /// Whether `set` holds `value`.
    ///
    /// # Complexity
    /// O(bits).
    pub fn contains(&self, set: Set, value: u64) -> bool {
        if value >> self.bits != 0 {
            return false;
        }
        let (mut node, mut tag) = (set.0, 0);
        for bit in (0..self.bits).rev() {
            if node == 0 {
                return false;
            }
            let n = &self.nodes[node as usize];
            tag ^= n.tag;
            node = n.child[((value ^ tag) >> bit & 1) as usize];
        }
        node != 0
    }

    /// The least value not in `set` (the mex), `2^bits` when every value below it is there.
    ///
    /// # Complexity
    /// O(bits).
    ///
    /// # Example
    /// ```
    /// use grundy::algo::xor_trie::XorTries;
    /// let mut tries = XorTries::new(4);
    /// let mut set = XorTries::EMPTY;
    /// for v in [0, 1, 3] {
    ///     set = tries.insert(set, v);
    /// }
    /// assert_eq!(tries.mex(set), 2);
    /// let set = tries.xor_all(set, 1); // {1, 0, 2}
    /// assert_eq!(tries.mex(set), 3);
    /// let other = tries.insert(XorTries::EMPTY, 3);
    /// let set = tries.merge(set, other);
    /// assert_eq!(tries.mex(set), 4);
    /// ```
    pub fn mex(&self, set: Set) -> u64 {
        let (mut node, mut tag, mut mex) = (set.0, 0, 0);
        for bit in (0..self.bits).rev() {
            if node == 0 {
                return mex;
            }
            let n = &self.nodes[node as usize];
            tag ^= n.tag;
            let low = n.child[(tag >> bit & 1) as usize];
            if self.nodes[low as usize].count == 1 << bit {
                mex |= 1 << bit;
                node = n.child[(!tag >> bit & 1) as usize];
            } else {
                node = low;
            }
        }
        if node == 0 {
            mex
        } else {
            mex + 1
        }
    }
}
