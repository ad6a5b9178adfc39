//! Custom hooks shared by the pages.

use yew::prelude::*;

/// Two nodes revealed together whenever `dep` changes: the second (a Next button under
/// the feedback), then the first (the feedback), so both are in view when they fit, and
/// the first's top when they do not.
#[hook]
pub fn use_reveal_both<T: PartialEq + Clone + 'static>(dep: T) -> (NodeRef, NodeRef) {
    let (first, second) = (use_node_ref(), use_node_ref());
    {
        let nodes = [second.clone(), first.clone()];
        use_effect_with(dep, move |_| {
            for node in &nodes {
                reveal(node);
            }
        });
    }
    (first, second)
}

fn reveal(node: &NodeRef) {
    if let Some(el) = node.cast::<web_sys::Element>() {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// A node that is scrolled into view (only as far as needed) whenever `dep` changes and the
/// node is on the page: feedback under the board on a phone, say, is seen without hunting.
#[hook]
pub fn use_reveal<T: PartialEq + Clone + 'static>(dep: T) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(dep, move |_| reveal(&node));
    }
    node
}
