//! "Download diagram": the board as the editor shows it (position, orientation, arrows and
//! circles) as an SVG file, or as a PNG drawn from that SVG by the browser, for a teacher's
//! own worksheets and slides.

use super::widgets::download_blob;
use super::words::text;
use crate::rules::Position;
use crate::tutor::annotations::Annotations;
use crate::tutor::diagram::{self, DiagramOptions};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The PNG's width in pixels: sharp on a slide, and printed at 6 cm it is 300 dpi.
const PNG_WIDTH: u32 = 800;

#[derive(Properties, PartialEq)]
pub struct DiagramDownloadProps {
    pub fen: String,
    pub white_at_bottom: bool,
    pub marks: Annotations,
}

/// Two buttons: the diagram as SVG, and as PNG.
#[function_component(DiagramDownload)]
pub fn diagram_download(props: &DiagramDownloadProps) -> Html {
    let svg = {
        let (fen, white, marks) = (
            props.fen.clone(),
            props.white_at_bottom,
            props.marks.clone(),
        );
        move || {
            let pos: Position = fen.parse().ok()?;
            Some(diagram::svg(
                &pos,
                &marks,
                DiagramOptions {
                    white_at_bottom: white,
                    coordinates: true,
                    side_to_move_marker: true,
                    id_prefix: "d-".into(),
                },
            ))
        }
    };
    let on_svg = {
        let svg = svg.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(svg) = svg() {
                super::widgets::download("diagram.svg", "image/svg+xml", &svg);
            }
        })
    };
    let on_png = Callback::from(move |_: MouseEvent| {
        if let Some(svg) = svg() {
            to_png(&svg);
        }
    });
    html! {
        <div class="controls diagram-download" role="group" aria-label={super::words::attr("ui-diagram-download")}>
            <button type="button" data-role="diagram-svg" onclick={on_svg}>{ text("ui-diagram-svg") }</button>
            <button type="button" data-role="diagram-png" onclick={on_png}>{ text("ui-diagram-png") }</button>
        </div>
    }
}

/// The size `svg`'s viewBox says, as (width, height).
fn view_box(svg: &str) -> Option<(f64, f64)> {
    let start = svg.find("viewBox=\"")? + "viewBox=\"".len();
    let end = start + svg[start..].find('"')?;
    let numbers: Vec<f64> = svg[start..end]
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    match numbers.as_slice() {
        [_, _, w, h] if *w > 0.0 && *h > 0.0 => Some((*w, *h)),
        _ => None,
    }
}

/// Draws `svg` on a canvas [`PNG_WIDTH`] wide and downloads it as `diagram.png`.
fn to_png(svg: &str) {
    let Some((w, h)) = view_box(svg) else {
        return;
    };
    let height = (PNG_WIDTH as f64 * h / w).round() as u32;
    // An image needs a size of its own to be drawn at this one.
    let sized = svg.replacen(
        "<svg ",
        &format!("<svg width=\"{PNG_WIDTH}\" height=\"{height}\" "),
        1,
    );
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&sized));
    let props = web_sys::BlobPropertyBag::new();
    props.set_type("image/svg+xml");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &props) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let drawn = image.clone();
    let source = url.clone();
    let onload = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&source);
        let canvas = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else {
            return;
        };
        canvas.set_width(PNG_WIDTH);
        canvas.set_height(height);
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        let Some(context) = context else {
            return;
        };
        context.set_fill_style_str("#ffffff");
        context.fill_rect(0.0, 0.0, PNG_WIDTH as f64, height as f64);
        let _ = context.draw_image_with_html_image_element_and_dw_and_dh(
            &drawn,
            0.0,
            0.0,
            PNG_WIDTH as f64,
            height as f64,
        );
        let done = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
            if let Some(blob) = blob {
                download_blob("diagram.png", &blob);
            }
        });
        let _ = canvas.to_blob(done.unchecked_ref());
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&url);
}

#[cfg(test)]
mod tests {
    use super::view_box;

    #[test]
    fn the_view_box_gives_the_png_its_shape() {
        assert_eq!(
            view_box(r#"<svg viewBox="0 0 400 420" role="img">"#),
            Some((400.0, 420.0))
        );
        assert_eq!(view_box(r#"<svg viewBox="0 0 0 420">"#), None);
        assert_eq!(view_box("<svg>"), None);
    }
}
