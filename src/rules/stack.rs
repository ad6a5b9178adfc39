//! A stack whose copies share their items: pushing, popping and copying take the same
//! time however tall it is, so a game of 400,000 half-moves is kept, taken back and
//! copied as quickly as a game of four.
//!
//! ```
//! use check_tutor::rules::SharedStack;
//! let a = SharedStack::new().pushed(1).pushed(2);
//! let mut b = a.clone().pushed(3);
//! assert_eq!(b.iter().copied().collect::<Vec<_>>(), [3, 2, 1]);
//! b.pop();
//! assert!(b.same_items(&a)); // the very same memory, not a copy
//! ```

use std::rc::Rc;

struct Node<T> {
    item: T,
    len: usize,
    below: Option<Rc<Node<T>>>,
}

/// A persistent stack (a list sharing its tail between copies).
pub struct SharedStack<T> {
    top: Option<Rc<Node<T>>>,
}

impl<T> SharedStack<T> {
    pub fn new() -> Self {
        SharedStack { top: None }
    }

    pub fn len(&self) -> usize {
        self.top.as_ref().map_or(0, |n| n.len)
    }

    pub fn is_empty(&self) -> bool {
        self.top.is_none()
    }

    pub fn top(&self) -> Option<&T> {
        self.top.as_deref().map(|n| &n.item)
    }

    pub fn push(&mut self, item: T) {
        let below = self.top.take();
        let len = below.as_ref().map_or(0, |n| n.len) + 1;
        self.top = Some(Rc::new(Node { item, len, below }));
    }

    /// This stack with `item` on top.
    pub fn pushed(mut self, item: T) -> Self {
        self.push(item);
        self
    }

    /// Takes off the top item; returns whether there was one.
    pub fn pop(&mut self) -> bool {
        match self.top.take() {
            Some(node) => {
                self.top = node.below.clone();
                true
            }
            None => false,
        }
    }

    /// The stack under the top item (empty if there is none).
    pub fn below(&self) -> Self {
        SharedStack {
            top: self.top.as_ref().and_then(|n| n.below.clone()),
        }
    }

    /// The items from the top down.
    pub fn iter(&self) -> Iter<'_, T> {
        Iter {
            node: self.top.as_deref(),
        }
    }

    /// Whether both are the very same items in memory (not merely equal ones).
    pub fn same_items(&self, other: &Self) -> bool {
        match (&self.top, &other.top) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl<T> Default for SharedStack<T> {
    fn default() -> Self {
        SharedStack::new()
    }
}

impl<T> Clone for SharedStack<T> {
    fn clone(&self) -> Self {
        SharedStack {
            top: self.top.clone(),
        }
    }
}

// The default drop would recurse once per item: 400,000 items overflow the stack.
impl<T> Drop for SharedStack<T> {
    fn drop(&mut self) {
        let mut next = self.top.take();
        while let Some(node) = next {
            match Rc::try_unwrap(node) {
                Ok(mut n) => next = n.below.take(),
                // Still shared: whoever shares it drops the rest.
                Err(_) => break,
            }
        }
    }
}

impl<T: PartialEq> PartialEq for SharedStack<T> {
    fn eq(&self, other: &Self) -> bool {
        if self.len() != other.len() {
            return false;
        }
        let (mut a, mut b) = (self.top.as_ref(), other.top.as_ref());
        while let (Some(x), Some(y)) = (a, b) {
            // Shared from here down: the rest is the same.
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if x.item != y.item {
                return false;
            }
            (a, b) = (x.below.as_ref(), y.below.as_ref());
        }
        true
    }
}

impl<T: Eq> Eq for SharedStack<T> {}

impl<T: std::fmt::Debug> std::fmt::Debug for SharedStack<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The items of a [`SharedStack`] from the top down.
pub struct Iter<'a, T> {
    node: Option<&'a Node<T>>,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        let n = self.node?;
        self.node = n.below.as_deref();
        Some(&n.item)
    }
}
